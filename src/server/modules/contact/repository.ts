import type { ContactValues } from '../../../contracts/contact.js';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow } from '../../db/raw-rows.js';
import { contactMessages } from '../../db/schema/index.js';

/** Stores a visitor's message for the client; answers its id. */
export async function insertContactMessage(
  db: DbExecutor,
  clientId: number,
  values: Pick<ContactValues, 'name' | 'email' | 'subject' | 'message' | 'inquiryType'>,
): Promise<number> {
  const rows = await db
    .insert(contactMessages)
    .values({
      clientId,
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      inquiryType: values.inquiryType,
    })
    .returning({ id: contactMessages.id });
  return onlyRow(rows, 'insertContactMessage').id;
}
