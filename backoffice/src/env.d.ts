/** The version this remote was built as (package version or REMOTE_VERSION). */
declare const __REMOTE_VERSION__: string;
