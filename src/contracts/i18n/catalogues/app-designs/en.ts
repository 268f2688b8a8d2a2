// The saved designs of the app behind sign-in (issue 42): the dashboard's Brand kits page
// (/?view=brand-kits, issue 40 item 4) and its "Apply to codes" dialog. The generator's kit
// picker is shared with the landing page and is not here.
export const messages = {
  'kits.title': 'Brand kits',
  'kits.intro':
    'Saved designs of this workspace: colours, shapes, logo and frame. The default kit fills every new code; changing a kit never changes codes already made, unless you apply it to them.',
  'kits.create': 'Create a code to save a new kit',
  'kits.loading': 'Loading brand kits…',
  'kits.loadFailed': 'The brand kits could not be loaded.',
  'kits.empty':
    'No brand kits yet. In Create QR Code, design a code and choose “Save as brand kit”.',

  'kit.default': 'Default',
  'kit.renameLabel': 'New name for “{name}”',
  'kit.saveName': 'Save name',
  'kit.cancel': 'Cancel',
  'kit.rename': 'Rename',
  'kit.makeDefault': 'Make default',
  'kit.removeDefault': 'Remove as default',
  'kit.delete': 'Delete',
  'kit.confirmTitle': 'Delete the brand kit “{name}”?',
  'kit.confirmDescription':
    'Codes already made with it keep their design. The kit itself cannot be restored.',
  'kit.confirmLabel': 'Delete brand kit',
  'kit.what': 'Brand kit',
  'kit.whatNamed': 'Brand kit “{name}”',
  'kit.whatDefault': 'Default brand kit',
  'kit.nowDefault': '“{name}” is now the default for new codes',
  'kit.noLongerDefault': '“{name}” is no longer the default',
  'kit.deleted': 'Brand kit “{name}” deleted',
  'kit.notDeleted': 'Brand kit not deleted',

  'apply.open': 'Apply to codes…',
  'apply.title': 'Apply “{name}” to codes',
  'apply.description':
    'Each code you choose is redrawn in this kit’s design and checked by the decoders first; printed copies show the old design. Dynamic codes keep their short link. Codes you do not choose keep their design.',
  'apply.loading': 'Loading codes…',
  'apply.loadFailed': 'The codes could not be loaded.',
  'apply.none': 'This workspace has no codes yet.',
  'apply.legend': 'Codes of this workspace',
  'apply.dynamic': '(dynamic)',
  'apply.saved': '(saved)',
  'apply.tooMany': 'Choose at most {max, number} codes at a time.',
  'apply.cancel': 'Cancel',
  'apply.restyling': 'Restyling…',
  'apply.restyle': 'Restyle {count, plural, one {# code} other {# codes}}',
  'apply.restyled': '{count, plural, one {# code} other {# codes}} restyled with “{name}”',
  'apply.noneRestyled': 'No code was restyled',
  'apply.failure': '{name}: {reason}',
  'apply.notRestyled': 'not restyled',
} as const;

export type AppDesignsMessageId = keyof typeof messages;
