import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'settings' resource. */
export default function SettingsPage() {
  return <ResourceRoute resource={RESOURCES.settings} view="list" />;
}
