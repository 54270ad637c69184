import { assignRefusal, isIsoDate, type DispatchBar, type DispatchLane } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useBusinessDate } from '../../../lib/use-business-date';
import { AssignQuestionDialog, useAssignQuestion } from '../../reservations';
import { dispatchBoardQueryOptions } from '../api/dispatch-board';
import { AssignFromBoard } from './assign-from-board';
import { BoardDatePicker } from './board-date-picker';
import { BoardList } from './board-list';
import { BoardTimeline } from './board-timeline';
import { dropQuestion } from './drop-question';
import { BAR_STATE_LABELS } from './progress-style';

/**
 * `/dispatch` (issue 24, decision 058): the day's trips by driver for staff with `reservations:view`. A timeline
 * (a list by pickup on a phone), refreshed by every change of a trip; staff who may assign drag a car without a
 * driver onto any driver — asked first when the driver is off duty or drives another trip at the time (issue 38,
 * decision 081) — or open the assign dialog with its Assign button.
 */
export function DispatchBoardPage() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { can } = useSession();
  const { today } = useBusinessDate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) ? asked : undefined;
  const board = useQuery(dispatchBoardQueryOptions(date));
  const assign = useAssignQuestion();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<number | null>(null);

  const mayAssign = (bar: DispatchBar) => can('reservations:assign') && assignRefusal(bar.status) === null;
  const onAssign = can('reservations:assign')
    ? (bar: DispatchBar) => (mayAssign(bar) ? setAssigning(bar.reservationId) : setRefusal(assignRefusal(bar.status)))
    : undefined;
  const onDropOnDriver = (bar: DispatchBar, lane: DispatchLane) => {
    setRefusal(null);
    const refused = assignRefusal(bar.status);
    if (refused) return setRefusal(refused);
    assign
      .assignOrAsk(dropQuestion(bar, lane))
      .catch((error: unknown) => setRefusal(`${bar.number}: ${errorMessage(error)}`));
  };
  const shown = date ?? board.data?.date ?? today;

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title="Dispatch" />
      <Stack sx={{ gap: 2 }}>
        <BoardDatePicker
          date={shown}
          today={today}
          onChange={(next) => setParams(next === today ? {} : { date: next }, { replace: true })}
        />
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        <AssignFromBoard reservationId={assigning} onClose={() => setAssigning(null)} />
        <AssignQuestionDialog question={assign.question} onConfirm={assign.confirm} onClose={assign.dismiss} />
        {board.isError && <Alert severity="error">{board.error.message}</Alert>}
        {board.data?.truncated && (
          <Alert severity="warning">This day has more cars than the board shows: the earliest are shown.</Alert>
        )}
        {board.data?.moreDrivers && (
          <Alert severity="info">
            There are more drivers than the board has lanes for: those on duty or driving that day are shown. A car’s
            Assign button finds any driver.
          </Alert>
        )}
        {!board.data && board.isPending && <Skeleton variant="rounded" height={240} />}
        {board.data &&
          (isPhone ? (
            <BoardList board={board.data} onAssign={onAssign} />
          ) : (
            <>
              <BoardTimeline board={board.data} onAssign={onAssign} onDropOnDriver={onDropOnDriver} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Colours follow each car’s progress ({Object.values(BAR_STATE_LABELS).join(', ')}), always named on the
                bar.{' '}
                {onAssign
                  ? 'Drag a car without a driver onto a driver (off-duty drivers are hatched), or use its Assign button.'
                  : ''}
              </Typography>
            </>
          ))}
      </Stack>
    </Box>
  );
}
