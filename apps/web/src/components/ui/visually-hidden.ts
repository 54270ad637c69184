/**
 * Read by screen readers, not shown (an `sx` value). Sizes are in px on purpose: in `sx`, a bare `1` is 100 %, which
 * made such a box as wide as its parent and pushed a phone's page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
