import type { Database } from '../db/client.js';

/** Whom a mail speaks for: the name it is signed with and the origin its links lead to. */
export interface MailBrand {
  name: string;
  origin: string;
}

/**
 * A white-label client's own brand for mail to its users: its name and the origin of its host
 * (where their sessions work), read through `db` when given (the caller's transaction). null
 * for the default client, or a client without a host of its own: the default brand.
 */
export type MailBrandResolver = (clientId: number, db?: Database) => Promise<MailBrand | null>;

/**
 * The brand of mail to each client's users, made once (app.ts) and given to every module that
 * sends mail: the client's own brand when the resolver (modules/white-label) knows one, else
 * ours, BRAND_NAME and PUBLIC_URL. Without a resolver every mail is ours.
 */
export class MailBrands {
  private readonly ours: MailBrand;

  constructor(
    defaults: { brandName: string; publicUrl: string },
    private readonly resolve: MailBrandResolver = async () => null,
  ) {
    this.ours = { name: defaults.brandName, origin: defaults.publicUrl };
  }

  /** The brand name and origin to use for mail to `clientId`'s users. */
  async of(clientId: number, db?: Database): Promise<MailBrand> {
    return (await this.resolve(clientId, db)) ?? this.ours;
  }

  /** `settings` (written in our brand) with `clientId`'s brand name and origin in their place. */
  async applyTo<T extends { brandName: string; publicUrl: string }>(
    settings: T,
    clientId: number,
  ): Promise<T> {
    const brand = await this.of(clientId);
    return { ...settings, brandName: brand.name, publicUrl: brand.origin };
  }
}
