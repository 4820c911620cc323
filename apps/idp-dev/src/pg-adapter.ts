import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';

/** Models whose rows die with their grant (revocation, code replay, refresh token reuse). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's storage contract on PostgreSQL (table `oidc_models` of the idp database), so
 * sessions, grants and tokens survive a restart and are shared by every instance. Rows are kept
 * `clockTolerance` seconds past their expiry, as the provider's own memory adapter does.
 */
class PgAdapter implements Adapter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly model: string,
    private readonly clockTolerance: number,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + (expiresIn + this.clockTolerance) * 1000) : null;
    await this.pool.query(
      `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        payload,
        GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        payload.userCode ?? null,
        this.model === 'Session' ? (payload.uid ?? null) : null,
        expiresAt,
      ],
    );
  }

  async #findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.pool.query<{ payload: AdapterPayload }>(
      `SELECT payload FROM oidc_models
       WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3)`,
      [this.model, value, new Date()],
    );
    return rows[0]?.payload;
  }

  find(id: string) {
    return this.#findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.#findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.#findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.pool.query(
      `UPDATE oidc_models SET payload = payload || jsonb_build_object('consumed', $3::bigint), consumed_at = now()
       WHERE model = $1 AND id = $2`,
      [this.model, id, epochSeconds()],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.pool.query('DELETE FROM oidc_models WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.pool.query('DELETE FROM oidc_models WHERE grant_id = $1', [grantId]);
  }
}

export function pgAdapter(pool: pg.Pool, clockTolerance: number): AdapterFactory {
  return (model) => new PgAdapter(pool, model, clockTolerance);
}

/** Drops rows past their expiry; run now and then (the provider never reads them again). */
export async function purgeExpiredModels(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('DELETE FROM oidc_models WHERE expires_at < now()');
  return rowCount ?? 0;
}
