import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { SettingsForm } from '../features/settings/settings-form';

const resource = RESOURCES.settings;

/** Route module: the 'list' view of the 'settings' resource. */
export default function SettingsPage() {
  return <ResourceRoute resource={resource} view="list" screen={() => <SettingsForm />} />;
}
