<?php
// CLI, step 1 of the set-up (no WP-CLI in Debian): installs WordPress core and unpacks the plugin zip into wp-content/plugins.
// Usage: php install-site.php <wordpress dir> <wisp-wordpress.zip> <active|inactive>

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
list( , $wisp_wp_dir, $zip ) = $argv;
$url = getenv( 'WISP_WP_URL' );
$_SERVER['HTTP_HOST'] = (string) parse_url( $url, PHP_URL_HOST ) . ':' . (string) parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
require $wisp_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( ! is_blog_installed() ) {
	$result = wp_install( 'Secure IT Consultancy', 'admin', 'admin@example.test', false, '', 'wisp-admin-password' );
	if ( empty( $result['user_id'] ) ) {
		fwrite( STDERR, "wp_install failed\n" );
		exit( 1 );
	}
}

// The zip exactly as a site owner uploads it: one folder, `wisp/`, unpacked into the plugins folder.
$archive = new ZipArchive();
if ( true !== $archive->open( $zip ) ) {
	fwrite( STDERR, "cannot open $zip\n" );
	exit( 1 );
}
$top = array();
for ( $i = 0; $i < $archive->numFiles; $i++ ) {
	$top[ strtok( $archive->getNameIndex( $i ), '/' ) ] = true;
}
if ( array_keys( $top ) !== array( 'wisp' ) ) {
	fwrite( STDERR, 'the zip must hold one top-level folder, wisp/, not: ' . implode( ', ', array_keys( $top ) ) . "\n" );
	exit( 1 );
}
$archive->extractTo( WP_PLUGIN_DIR );
$archive->close();
echo "installed WordPress and unpacked the plugin\n";
