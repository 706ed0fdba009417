<?php
// Uninstall: removes the one option the plugin stores, on every site of a network; nothing else was written.

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $wisp_site_id ) {
		switch_to_blog( $wisp_site_id );
		delete_option( 'wisp_settings' );
		restore_current_blog();
	}
} else {
	delete_option( 'wisp_settings' );
}
