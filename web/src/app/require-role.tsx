import { Outlet } from 'react-router';
import { ErrorView } from '../components/error-view';
import { useAuthStore, type RoleFlags } from '../stores/auth-store';

/** A page only some roles may open (e.g. the raw project tab: software engineers). */
export function RequireRole({ role }: { role: keyof RoleFlags }) {
  const allowed = useAuthStore((s) => s.roles?.[role] === true);
  if (!allowed) return <ErrorView status={403} message="Not authorized" />;
  return <Outlet />;
}
