<?php
// CLI, step 2 of the set-up: activates the plugins and theme and creates the demo content as real page-builder data.
// Usage: php demo-content.php <wordpress dir> <zip> <active|inactive>

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$wisp_wp_dir    = $argv[1];
$state = isset( $argv[3] ) ? $argv[3] : 'active';
$url   = getenv( 'WISP_WP_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $url, PHP_URL_HOST ) . ':' . (string) parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $wisp_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once __DIR__ . '/demo-data.php';

wp_set_current_user( 1 );
// Containers need the container experiment; the page also uses legacy sections and columns.
update_option( 'elementor_experiment-container', 'active' );
update_option( 'elementor_onboarded', true );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'posts_per_page', 3 );
foreach ( array( 'elementor/elementor.php', 'ele-custom-skin/ele-custom-skin.php', 'dynamicconditions/dynamic-conditions.php' ) as $plugin ) {
	$result = activate_plugin( $plugin );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, "$plugin: " . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
switch_theme( 'hello-elementor' );

// The install's sample post and page would be the newest in the listing.
foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'post_status' => 'any', 'numberposts' => -1 ) ) as $sample ) {
	wp_delete_post( $sample->ID, true );
}
$posts = wisp_demo_posts();
$page  = wisp_demo_pages( $posts );
if ( 'active' === $state ) {
	$result = activate_plugin( 'wisp/wisp.php' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'wisp: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
flush_rewrite_rules( true );
echo wp_json_encode( array( 'page' => $page, 'posts' => $posts ) ) . "\n";
