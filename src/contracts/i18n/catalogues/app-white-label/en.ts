// The white-label management screen of the app behind sign-in (issue 42): /white-label-admin
// (spec 001 §2) — the page and its setup notes, each client's card (status, domains, API key,
// DNS records) and the "Create New Client" / "Edit Client" form with the messages it checks
// itself (the shared schema's, spec 001 §8). Messages the server answers with stay as it wrote
// them. Client names, domains, colours, keys and DNS records are data and never translated.
export const messages = {
  'page.title': 'White Label Client Management',
  'page.forbidden': '403: only the operator’s administrators can manage white-label clients.',
  'page.create': 'Create Client',
  'page.loading': 'Loading clients...',
  'page.loadFailed': 'Failed to fetch clients',

  'setup.subdomainsOffTitle': 'Client subdomains are off',
  'setup.subdomainsOff':
    'Subdomains need BASE_DOMAIN, which is not set on this server. Set BASE_DOMAIN to the host the client subdomains go under (for example BASE_DOMAIN=qr.example.com, with a wildcard DNS record *.qr.example.com pointing at this server) and restart the server; until then leave Subdomain empty.',
  'setup.localTitle': 'Custom domains cannot work yet',
  'setup.local':
    'PUBLIC_URL is {publicUrl}, which only this machine can reach: DNS records pointing at it cannot work for anyone else. Set PUBLIC_URL to the address people reach this server at (for example https://qr.example.com) and restart the server.',

  'toast.created': 'Client created successfully',
  'toast.createdCssDropped': 'Client created successfully Removed from the custom CSS: {items}.',
  'toast.updated': 'Client updated successfully',
  'toast.updatedCssDropped': 'Client updated successfully Removed from the custom CSS: {items}.',
  'toast.deleted': 'Client deleted successfully',
  'toast.createFailed': 'Failed to create client',
  'toast.updateFailed': 'Failed to update client',
  'toast.deleteFailed': 'Failed to delete client',
  'toast.keyMade': 'New API key made',
  'toast.keyMadeDescription': 'The old key no longer works.',
  'toast.domainVerified': 'Domain verified',
  'toast.notVerifiedYet': 'Not verified yet',
  'toast.verifyFailed': 'Verification failed',
  'toast.copied': 'Copied!',
  'toast.copiedDescription': 'API key copied to clipboard',
  'confirm.delete': 'Delete {name}? This cannot be undone.',

  'card.active': 'Active',
  'card.inactive': 'Inactive',
  'card.domain': 'Domain: {domain}',
  'card.subdomain': 'Subdomain: {subdomain}',
  'card.statusPending': 'DNS not verified yet',
  'card.statusVerified': 'Verified',
  'card.statusFailed': 'Verification failed',
  'card.colours': 'Brand colours',
  'card.apiKey': 'API key',
  'card.showKey': 'Show API key',
  'card.hideKey': 'Hide API key',
  'card.copyKey': 'Copy API Key',
  'card.shownOnce': 'Shown only now: we keep just a fingerprint of it. Copy it to a safe place.',
  'card.noKey': 'No key.',
  'card.lastUsed': 'Last used {when}. The full key was shown once; regenerate to get a new one.',
  'card.neverUsed': 'Never used. The full key was shown once; regenerate to get a new one.',
  'card.regenerate': 'Regenerate key',
  'card.dnsRecords': 'DNS records to create',
  'card.verify': 'Verify',
  'card.edit': 'Edit',
  'card.delete': 'Delete {name}',

  'form.createTitle': 'Create New Client',
  'form.editTitle': 'Edit Client',
  'form.description':
    'The client’s name, domains and brand. Logo and favicon are uploaded here; links to other sites are not accepted.',
  'form.name': 'Name',
  'form.customDomain': 'Custom domain',
  'form.customDomainPlaceholder': 'qr.client.com',
  'form.customDomainHint':
    'Its DNS records (pointing at {target}) are listed on the client’s card once saved.',
  'form.subdomain': 'Subdomain',
  'form.subdomainPlaceholder': 'client',
  /** {sample} is form.subdomainSample in braces: "{subdomain}". */
  'form.subdomainHint': 'The client opens at {sample}.{baseDomain}.',
  'form.subdomainSample': 'subdomain',
  'form.subdomainOff':
    'Not available: BASE_DOMAIN is not set on this server (see the note on the page).',
  'form.logo': 'Logo',
  'form.primaryColor': 'Primary color',
  'form.primaryColorPicker': 'Primary color picker',
  'form.secondaryColor': 'Secondary color',
  'form.secondaryColorPicker': 'Secondary color picker',
  'form.favicon': 'Favicon',
  'form.removeBranding': 'Remove QR Shark branding',
  'form.customCss': 'Custom CSS',
  'form.customCssHint':
    'At most 20 KB. Imports, fonts and images from other sites are removed when saved.',
  'form.uploadFailed': 'Upload failed',
  'form.removeImage': 'Remove',
  'form.cancel': 'Cancel',
  'form.create': 'Create Client',
  'form.creating': 'Creating...',
  'form.update': 'Update Client',
  'form.updating': 'Updating...',

  // The shared schema's messages (WHITE_LABEL_MESSAGES), as the form checks them itself.
} as const;

export type AppWhiteLabelMessageId = keyof typeof messages;
