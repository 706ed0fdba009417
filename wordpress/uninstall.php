<?php
// Uninstall: removes the one option the plugin stores; nothing else was written.

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'wisp_settings' );
