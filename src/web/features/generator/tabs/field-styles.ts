// Shared look of the generator's own inputs (the per-type forms style theirs themselves).
export const LABEL_CLASSES = 'text-sm font-medium text-gray-800';

export const FIELD_CLASSES =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 sm:text-sm ' +
  'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60';

export const TAB_LIST_CLASSES =
  'flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1 [scrollbar-width:thin]';

export const TAB_TRIGGER_CLASSES =
  'flex-1 shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-600 ' +
  'hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm ' +
  'disabled:cursor-not-allowed';
