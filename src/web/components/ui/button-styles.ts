import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-secondary',
  outline: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};

/** Class names for anything that looks like a button (real buttons and links alike). */
export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return clsx(base, variants[variant], extra);
}
