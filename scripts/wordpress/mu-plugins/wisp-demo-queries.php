<?php
/**
 * Plugin Name: wisp demo: query count
 * Description: Test infrastructure only: with ?wisp-count-queries, ends the page with the number of database queries it ran.
 * License: GPL-2.0-or-later
 */

add_action(
	'shutdown',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( isset( $_GET['wisp-count-queries'] ) && ! is_admin() && ! wp_doing_ajax() ) {
			echo '<!-- wisp-queries: ' . (int) get_num_queries() . ' -->';
		}
	},
	PHP_INT_MAX
);
