import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { Dashboard } from '../features/dashboard/dashboard';

const resource = RESOURCES.dashboard;
const { products, orders, payments, reviews, messages, content, categories, settings } = RESOURCES;
/** The dashboard's tiles are the resources with a live figure. */
const TILES = [products, orders, payments, reviews, messages, content, categories, settings].map((tile) => ({
  to: tile.routes.list!,
  title: tile.label,
  text: tile.description,
  icon: tile.icon,
  figure: tile.figure!,
}));

/** Route module: the 'list' view of the 'dashboard' resource. */
export default function DashboardPage() {
  return <ResourceRoute resource={resource} view="list" screen={() => <Dashboard tiles={TILES} />} />;
}
