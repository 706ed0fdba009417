<?php
/**
 * Plugin Name: wisp demo: posts widget stand-in
 * Description: Test infrastructure only. The custom skin's listings live in the Pro plugin's `posts` widget, which is not
 * freely licensed; without Pro this registers a minimal `posts` widget that prints the markup the custom skin prints
 * (posts container with its paging settings, load more button), so the skin's own `ecsload` handler answers load more.
 * License: GPL-2.0-or-later
 */

add_action(
	'elementor/widgets/register',
	function ( $widgets ) {
		if ( defined( 'ELEMENTOR_PRO_VERSION' ) ) {
			return;
		}
		require_once __DIR__ . '/wisp-demo/posts-widget.php';
		$widgets->register( new Wisp_Demo_Posts_Widget() );
	}
);
