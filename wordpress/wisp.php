<?php
/**
 * Plugin Name:       wisp
 * Plugin URI:        https://github.com/wisp/wisp
 * Description:       Serves pages built with the Elementor page builder with wisp: one small module script in place of the builder's jQuery frontend scripts. Deactivate to restore the original scripts at once.
 * Version:           0.1.0
 * Requires at least: 6.3
 * Requires PHP:      7.4
 * Author:            wisp contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       wisp
 *
 * This program is free software; you can redistribute it and/or modify it under the terms of the GNU General
 * Public License as published by the Free Software Foundation; either version 2 of the License, or (at your
 * option) any later version.
 */

// The plugin's entry: constants, the files that own each concern, and the hooks that tie them to WordPress.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'WISP_PLUGIN_FILE', __FILE__ );
define( 'WISP_PLUGIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/manifest.php';
require_once __DIR__ . '/includes/request.php';
require_once __DIR__ . '/includes/frontend.php';

if ( is_admin() ) {
	require_once __DIR__ . '/includes/admin.php';
	wisp_admin_hooks();
}

wisp_frontend_hooks();

// The option exists from activation on, autoloaded: reading a missing option would cost a query on every page view.
// Activated for a whole network, each site gets it (sites added later read the defaults until their settings are saved).
register_activation_hook( __FILE__, 'wisp_activate' );
function wisp_activate( $network_wide = false ) {
	if ( ! $network_wide || ! is_multisite() ) {
		add_option( WISP_OPTION, wisp_default_settings(), '', true );
		return;
	}
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site_id ) {
		switch_to_blog( $site_id );
		add_option( WISP_OPTION, wisp_default_settings(), '', true );
		restore_current_blog();
	}
}
