import { endpoints } from '@/contract/endpoints'
import { findUserByEmail } from '@/mock-server/handlers/auth.handlers'
import type { ServerContext } from '@/mock-server/lib/context'
import { sameAddress, tellOldAddress } from '@/mock-server/lib/email-confirmation'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, notFound } from '@/mock-server/lib/http-error'
import { adminUserView } from '@/mock-server/lib/views'

export function adminUserHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.listUsers, () =>
      db.users
        .all()
        .sort((a, b) => a.id - b.id)
        .map(adminUserView),
    ),

    handle(ctx, endpoints.updateUser, async ({ user: admin, params, body }) => {
      const target = db.users.findFirst((q) => q.where({ id: params.id }))
      if (!target) throw notFound()
      const sameEmail = findUserByEmail(db, body.email)
      if (sameEmail && sameEmail.id !== target.id) throw badRequest({ email: ['A user with this email already exists.'] })
      // An admin who demoted themselves would lock themselves out mid-session.
      if (target.id === admin.id && body.user_type !== 'ADMIN') {
        throw badRequest({ user_type: ['You cannot remove your own admin role.'] })
      }
      // docs/decisions/084: an address the admin types is not proven; invitations to it wait for its confirmation.
      const newEmail = !sameAddress(body.email, target.email)
      const updated = await db.users.update((q) => q.where({ id: target.id }), {
        data(record) {
          record.full_name = body.full_name.trim()
          record.email = body.email.trim()
          if (newEmail) {
            record.email_confirmed_at = null
            record.email_confirmation = null
          }
          record.phone = body.phone
          record.gender = body.gender
          record.city = body.city
          record.country = body.country
          record.user_type = body.user_type
          record.profile = { ...body.profile }
        },
      })
      if (newEmail) tellOldAddress(ctx, target, body.email.trim(), 'admin')
      return adminUserView(updated ?? target)
    }),
  ]
}
