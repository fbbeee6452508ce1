/*
 * The router API the remotes use. React Router keeps its state in React context, so every app must use the
 * shell's one copy: remotes import these from '@koperasi/shared-ui' (a Module Federation singleton), never
 * from 'react-router-dom', which then needs no sharing of its own and is tree-shaken in the shell's build.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router-dom';
