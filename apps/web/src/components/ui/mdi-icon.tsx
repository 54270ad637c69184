import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A Material Design Icons path (`@mdi/js`) drawn as an MUI icon, so it follows the theme's sizes and colours. */
export function MdiIcon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
