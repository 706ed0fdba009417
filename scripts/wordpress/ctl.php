<?php
// CLI for the tests: switches plugins and the wisp option on a running site (no WP-CLI in Debian).
// Usage: php ctl.php <wordpress dir> activate|deactivate <plugin file> | set-option <json> | raw-option <php-serialized|string> | set-kit-setting <key> <value> | uninstall-wisp | check-settings

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$wisp_wp_dir  = $argv[1];
$url = getenv( 'WISP_WP_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $url, PHP_URL_HOST ) . ':' . (string) parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $wisp_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$command = $argv[2];
switch ( $command ) {
	case 'activate':
		$result = activate_plugin( $argv[3] );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, $result->get_error_message() . "\n" );
			exit( 1 );
		}
		break;
	case 'deactivate':
		deactivate_plugins( $argv[3] );
		break;
	case 'set-option':
		update_option( 'wisp_settings', json_decode( $argv[3], true ) );
		break;
	case 'set-raw-option':
		update_option( 'wisp_settings', $argv[3] );
		break;
	case 'delete-option':
		delete_option( 'wisp_settings' );
		break;
	case 'get-option':
		echo wp_json_encode( get_option( 'wisp_settings', null ) ) . "\n";
		break;
	case 'autoload':
		global $wpdb;
		$autoload = (string) $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", 'wisp_settings' ) );
		// WordPress 6.6+ stores yes/on/auto-on/auto for autoloaded options; its own list says which.
		$values = function_exists( 'wp_autoload_values_to_autoload' ) ? wp_autoload_values_to_autoload() : array( 'yes' );
		echo ( in_array( $autoload, $values, true ) ? 'autoloaded' : "not autoloaded ($autoload)" ) . "\n";
		break;
	case 'uninstall-wisp':
		// What "Delete" on the Plugins screen runs before it removes the files: deactivation, then uninstall.php.
		deactivate_plugins( 'wisp/wisp.php' );
		uninstall_plugin( 'wisp/wisp.php' );
		break;
	case 'set-kit-setting':
		// One setting of the active kit (Site Settings), '' to remove it: php ctl.php <dir> set-kit-setting <key> <value>.
		$kit_id   = (int) get_option( 'elementor_active_kit' );
		$settings = get_post_meta( $kit_id, '_elementor_page_settings', true );
		$settings = is_array( $settings ) ? $settings : array();
		if ( '' === $argv[4] ) {
			unset( $settings[ $argv[3] ] );
		} else {
			$settings[ $argv[3] ] = $argv[4];
		}
		update_post_meta( $kit_id, '_elementor_page_settings', $settings );
		break;
	case 'break-dist':
		rename( WP_PLUGIN_DIR . '/wisp/dist', WP_PLUGIN_DIR . '/wisp/dist-moved' );
		break;
	case 'restore-dist':
		rename( WP_PLUGIN_DIR . '/wisp/dist-moved', WP_PLUGIN_DIR . '/wisp/dist' );
		break;
	default:
		fwrite( STDERR, "unknown command $command\n" );
		exit( 1 );
}
echo "ok\n";
