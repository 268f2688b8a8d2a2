// The admin area of the app behind sign-in (issue 42): /admin (issue 18 item 5), admins only,
// with its Users, Messages (contact form), Outbox, System and Audit log tabs. What the admin API
// answers (its refusals, the users' e-mail addresses, the mails' subjects and texts, the audit
// log's action names and targets) stays as the server wrote it.
export const messages = {
  'page.title': 'Admin',
  'page.forbidden': '403: only administrators can open the admin area.',
  'page.sections': 'Admin sections',
  'tab.users': 'Users',
  'tab.messages': 'Messages',
  'tab.outbox': 'Outbox',
  'tab.system': 'System',
  'tab.audit': 'Audit log',

  'state.loadFailed': 'This could not be loaded. Please try again.',
  'action.errorTitle': 'Error',
  'action.failed': 'That did not work. Please try again.',
  never: 'never',

  'users.title': 'Users',
  'users.search': 'Search by e-mail',
  'users.show': 'Show',
  'users.live': 'Active users',
  'users.deleted': 'Deleted users',
  'users.searchButton': 'Search',
  'users.none': 'No users match.',
  'users.found': '{count} found',
  'users.adminBadge': 'admin',
  'users.details':
    'Plan {plan, select, free {free} trial {trial} premium {premium} other {{plan}}} · {codes, plural, one {# code} other {# codes}} · created {created} · last sign-in {lastSignIn}',
  'users.deletedOn': 'deleted {when}',
  'users.makeAdmin': 'Make admin',
  'users.makeAdminTitle': 'Make this user an administrator?',
  'users.madeAdmin': 'Now an administrator',
  'users.removeAdmin': 'Remove admin',
  'users.removeAdminTitle': 'Remove administrator rights?',
  'users.adminRemoved': 'Administrator rights removed',
  'users.delete': 'Delete',
  'users.deleteTitle': 'Delete this user?',
  'users.deletedDone': 'User deleted',
  'users.restore': 'Restore',
  'users.restoreTitle': 'Restore this user?',
  'users.restored': 'User restored',
  'users.confirmRecorded': '{email}. This is recorded in the audit log.',
  'users.confirmSessionsEnd':
    '{email}. Their sessions end at once. This is recorded in the audit log.',

  'messages.title': 'Contact messages',
  'messages.show': 'Show',
  'messages.unread': 'Unread',
  'messages.all': 'All',
  'messages.none': 'No messages here.',
  'messages.type':
    '{type, select, general {general} support {support} business {business} feedback {feedback} other {{type}}}',
  'messages.reply': 'Reply by e-mail',
  'messages.markRead': 'Mark read',
  'messages.markUnread': 'Mark unread',
  'messages.updated': 'Message updated',

  'outbox.title': 'Outbox',
  'outbox.status': 'Status',
  'outbox.statusName':
    '{status, select, all {all} queued {queued} sending {sending} sent {sent} failed {failed} other {{status}}}',
  'outbox.none': 'No mail here.',
  'outbox.details':
    'To {to} · {status} · {attempts, plural, one {# attempt} other {# attempts}} · queued {when}',
  'outbox.sentOn': 'sent {when}',
  'outbox.error': 'Error: {error}',
  'outbox.readText': 'Read text',
  'outbox.hideText': 'Hide text',
  'outbox.sendAgain': 'Send again',
  'outbox.queuedAgain': 'Queued again',
  'outbox.mailLoadFailed': 'This mail could not be loaded.',

  'system.title': 'System',
  'system.users': 'Users',
  'system.codes': 'QR codes',
  'system.dynamicCodes': 'Dynamic codes',
  'system.scansToday': 'Scans today',
  'system.databaseSize': 'Database size',
  'system.database': '{size} ({kind})',
  'system.kilobytes': '{size} KB',
  'system.megabytes': '{size} MB',
  'system.version': 'Version',
  'system.uptime': 'Uptime',
  'system.uptimeDays': '{days} d {hours} h',
  'system.uptimeHours': '{hours} h {minutes} min',
  'system.mail': 'Mail',
  'system.mailCounts': '{queued} queued · {sent} sent · {failed} failed',
  'system.mailCountsNoSmtp':
    '{queued} queued · {sent} sent · {failed} failed (no SMTP: kept in the outbox)',

  'audit.title': 'Audit log',
  'audit.none': 'No admin actions yet.',
  'audit.by': 'by {email}',
} as const;

export type AppAdminMessageId = keyof typeof messages;
