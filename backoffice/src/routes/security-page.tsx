import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { MfaSettings } from '../features/security/mfa-settings';

const resource = RESOURCES.security;

/** Route module: the 'list' view of the 'security' resource (two-step verification). */
export default function SecurityPage() {
  return <ResourceRoute resource={resource} view="list" screen={() => <MfaSettings />} />;
}
