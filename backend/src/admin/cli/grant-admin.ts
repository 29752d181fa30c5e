/**
 * Makes an existing account a platform admin:
 *
 *   npm run admin:grant -w backend -- <email>
 *
 * Uses the same configuration (DATABASE_URL or the embedded database) as the server; the
 * embedded database can be opened by one process at a time, so stop the server first (or
 * use ADMIN_EMAILS). The grant is written to the audit log as a system action.
 */
import { runCommand } from '../../cli.js';
import { AdminService } from '../admin.service.js';

runCommand('npm run admin:grant -w backend -- <email>', async (app, email) => {
  const result = await app.get(AdminService).grantAdmin(email);
  console.log(
    result.changed ? `${result.email} is now an admin.` : `${result.email} was already an admin.`,
  );
  return 0;
});
