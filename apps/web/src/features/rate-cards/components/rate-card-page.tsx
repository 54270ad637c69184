import { can, idSchema } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/errors/not-found-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiRequestError } from '../../../lib/api-error';
import { dateTimeText } from '../../../lib/date-text';
import { useSessionState } from '../../../lib/session';
import { rateCardQueryOptions, useCopyRateCard } from '../api/rate-card';
import { CardEditor } from './card-editor';
import { PublishDialog } from './publish-dialog';
import { WhatIfSection } from './what-if-section';

/**
 * `/rate-cards/{id}` (issue 39, decision 091): a draft edited in sections and saved, then published from a moment;
 * a published card read-only, changed by copying it to a new draft.
 */
export function RateCardPage() {
  const { id = '' } = useParams();
  const cardId = Number(id);
  const isValidId = /^[1-9]\d*$/.test(id) && idSchema.safeParse(cardId).success;
  const card = useQuery({ ...rateCardQueryOptions(cardId), enabled: isValidId });
  const { user } = useSessionState();
  const navigate = useNavigate();
  const { mutateAsync: copy } = useCopyRateCard();
  const [publishing, setPublishing] = useState(false);
  const isMissing = card.error instanceof ApiRequestError && card.error.code === 'NOT_FOUND';
  if (!isValidId || isMissing) return <NotFoundScreen />;
  if (card.error) return <Alert severity="error">{card.error.message}</Alert>;
  if (!card.data) return <PageLoader />;
  const stored = card.data;
  const isDraft = stored.status === 'draft';

  const actions = (
    <>
      {isDraft && can(user, 'rate-cards:publish') && (
        <Button variant="outlined" onClick={() => setPublishing(true)}>
          Publish
        </Button>
      )}
      {can(user, 'rate-cards:create') && (
        <Button
          variant={isDraft ? 'text' : 'contained'}
          onClick={() =>
            void copy(stored.id).then(
              (draft) => navigate(`/rate-cards/${draft.id}`),
              () => undefined,
            )
          }
        >
          Copy to a new draft
        </Button>
      )}
    </>
  );
  return (
    <>
      <PageHeader title={stored.name} />
      {!isDraft && stored.effectiveFrom && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Published: in force from {dateTimeText(stored.effectiveFrom)}. A published card is not changed; copy it to a
          new draft to change it.
        </Alert>
      )}
      {/* A new version (this person's save, someone else's read after a 409) starts the form again from it. */}
      <CardEditor key={`${stored.id}-${stored.version}`} stored={stored} actions={actions} />
      {/* The what-if prices a draft as saved (decision 093): it is for those who may change the card. */}
      {isDraft && can(user, 'rate-cards:edit') && (
        <Box sx={{ mt: 2 }}>
          <WhatIfSection cardId={stored.id} />
        </Box>
      )}
      {isDraft && <PublishDialog card={stored} open={publishing} onClose={() => setPublishing(false)} />}
    </>
  );
}
