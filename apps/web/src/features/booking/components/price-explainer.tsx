import { WIZARD_FRAME } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LiveQuote } from '../wizard/use-live-quote';
import { QuoteBreakdown } from './quote-breakdown';

/** The messages standing between the trip and its price, once each. */
const todoOf = ({ fields, other }: LiveQuote['blockers']) => [...new Set([...Object.values(fields), ...other])];

/**
 * The live price beside the wizard: what is still needed, or each leg's lines with their explanations, the
 * total and the warnings, updated as the person edits; a refusal (a code that does not exist, a past pickup)
 * shows here and on its field.
 */
export function PriceExplainer({ live }: { live: LiveQuote }) {
  const todo = todoOf(live.blockers);
  const { quote, error, isUpdating } = live;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="price-explainer-heading"
      aria-busy={isUpdating}
      sx={{ p: 2 }}
    >
      <Typography id="price-explainer-heading" variant="h6" component="h2" gutterBottom>
        {WIZARD_FRAME.priceHeading}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{isUpdating && <LinearProgress aria-label="Updating the price" />}</Box>
      {todo.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {WIZARD_FRAME.priceTodo}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {todo.map((message) => (
              <Typography component="li" variant="body2" key={message}>
                {message}
              </Typography>
            ))}
          </Box>
        </>
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : quote ? (
        <Box sx={{ opacity: live.isCurrent ? 1 : 0.6, transition: 'opacity 150ms' }}>
          <QuoteBreakdown quote={quote} trip={live.request} />
        </Box>
      ) : (
        <Box aria-hidden="true">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} width="60%" />
        </Box>
      )}
    </Paper>
  );
}
