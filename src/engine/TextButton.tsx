// A button that is only a label. react-admin's <Button> turns into an icon button below 600 px and
// shows its children only, so a label-only one disappeared on phones (the scanner's "Ouvrir").
import { Button as MuiButton, type ButtonProps } from '@mui/material';
import type { ElementType } from 'react';
import { useTranslate } from 'react-admin';

export type TextButtonProps = Omit<ButtonProps, 'children'> & { label: string; component?: ElementType; to?: string };

export const TextButton = ({ label, size = 'small', ...rest }: TextButtonProps) => {
  const translate = useTranslate();
  return <MuiButton size={size} {...rest}>{translate(label, { _: label })}</MuiButton>;
};
