import { isAppPath, type TextLine } from '@livery/domain';
import MuiLink from '@mui/material/Link';
import { Fragment } from 'react';
import { RouterLink } from './router-link';

/**
 * A line of the domain's page descriptions (decision 076) with its links: a path of the app navigates inside it, any
 * other address (`tel:`) is a plain link. The server's pages draw the same line as HTML (`lineHtml`).
 */
export function TextLineView({ line }: { line: TextLine }) {
  return line.map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : isAppPath(part.href) ? (
      <RouterLink key={i} to={part.href}>
        {part.text}
      </RouterLink>
    ) : (
      <MuiLink key={i} href={part.href}>
        {part.text}
      </MuiLink>
    ),
  );
}
