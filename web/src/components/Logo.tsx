import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Lactea's mark: a milk bottle (same drawing as public/favicon.svg). */
export function Logo(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <rect width="24" height="24" rx="5" fill="#1976D2" />
      <path fill="#fff" d="M9.5 3h5v2.2l1.8 2.9c.3.5.5 1.1.5 1.7V19a2 2 0 0 1-2 2H9.2a2 2 0 0 1-2-2V9.8c0-.6.2-1.2.5-1.7l1.8-2.9z" />
      <path fill="#82B1FF" d="M7.2 12.5h9.6V19a2 2 0 0 1-2 2H9.2a2 2 0 0 1-2-2z" />
    </SvgIcon>
  );
}
