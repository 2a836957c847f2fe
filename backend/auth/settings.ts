/** GET /settings and GET /health: what the server offers, as GoTrue describes itself. */
import type { CoreResponse } from '../core/types';
import type { RequestContext } from './context';

export function settings(ctx: RequestContext): CoreResponse {
  return ctx.json(200, {
    external: {
      anonymous_users: false,
      apple: false,
      email: true,
      github: false,
      google: Boolean(ctx.config.google),
      phone: false,
    },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function health(ctx: RequestContext): CoreResponse {
  return ctx.json(200, {
    version: 'local',
    name: 'GoTrue',
    description: 'Streakwise local Auth (GoTrue subset)',
  });
}
