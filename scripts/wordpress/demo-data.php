<?php
// The demo content: real posts, a few images, and the Cyber Essentials page as page-builder element data.

/** Element ids are 7 hex characters; these are stable so tests can find the elements. */
function wisp_el( $id, $type, array $settings, array $elements = array(), $widget = null ) {
	$element = array(
		'id'       => $id,
		'elType'   => $type,
		'settings' => $settings,
		'elements' => $elements,
	);
	if ( null !== $widget ) {
		$element['widgetType'] = $widget;
	}
	return $element;
}

function wisp_widget( $id, $kind, array $settings ) {
	return wisp_el( $id, 'widget', $settings, array(), $kind );
}

/** The posts, newest first in the order the JSON lists them; titles are shared with the tests. */
function wisp_demo_posts() {
	$titles = json_decode( (string) file_get_contents( getenv( 'WISP_REPO' ) . '/tests/wordpress/demo-posts.json' ), true );
	$ids    = array();
	$time   = strtotime( '2025-03-04 09:00:00' );
	foreach ( $titles as $i => $title ) {
		$ids[] = wp_insert_post(
			array(
				'post_title'   => $title,
				'post_content' => '<p>' . esc_html( $title ) . ': notes from our assessors.</p>',
				'post_status'  => 'publish',
				'post_type'    => 'post',
				'post_date'    => gmdate( 'Y-m-d H:i:s', $time - $i * 86400 * 7 ),
			)
		);
	}
	return $ids;
}

/** Six coloured PNG attachments for the carousel, drawn with GD. */
function wisp_demo_images() {
	$uploads = wp_upload_dir();
	$ids     = array();
	foreach ( array( '1f4e79', '2e75b6', '9dc3e6', 'c55a11', '548235', '7030a0' ) as $i => $hex ) {
		$file  = $uploads['path'] . "/client-logo-$i.png";
		$image = imagecreatetruecolor( 320, 160 );
		imagefill( $image, 0, 0, (int) hexdec( $hex ) );
		imagepng( $image, $file );
		imagedestroy( $image );
		$id = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => "Client logo $i", 'post_status' => 'inherit' ), $file );
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		$ids[] = array( 'id' => $id, 'url' => wp_get_attachment_url( $id ) );
	}
	return $ids;
}

function wisp_items( $prefix, array $titles ) {
	$items = array();
	foreach ( $titles as $i => $title ) {
		$items[] = array(
			'_id'         => $prefix . $i,
			'tab_title'   => $title,
			'tab_content' => '<p>' . $title . ': what the assessor looks for, and how we help you get there.</p>',
		);
	}
	return $items;
}

/** The Cyber Essentials page (containers and a legacy section) and the add-on test page; returns the page id. */
function wisp_demo_pages( array $posts ) {
	$images = wisp_demo_images();
	$data   = array(
		wisp_el( '1e2f3a0', 'container', array( 'content_width' => 'boxed' ), array(
			wisp_widget( '1e2f3a2', 'heading', array( 'title' => 'Cyber Essentials certification', 'header_size' => 'h1' ) ),
			wisp_widget( '1e2f3a3', 'text-editor', array( 'editor' => '<p>Pass first time with a consultancy that assesses hundreds of small businesses a year.</p>' ) ),
		) ),
		// A legacy section: three columns, the middle one hidden by Dynamic Conditions (its condition never holds).
		wisp_el( 'dc0a100', 'section', array( 'gap' => 'default' ), array(
			wisp_el( 'dc0a101', 'column', array( '_column_size' => 33, '_inline_size' => null ), array(
				wisp_widget( 'dc0a111', 'text-editor', array( 'editor' => '<p>Basic: the self-assessment questionnaire.</p>' ) ),
			) ),
			wisp_el( 'dc0a102', 'column', array(
				'_column_size'                         => 33,
				'_inline_size'                         => null,
				'__dynamic__'                          => array( 'dynamicconditions_dynamic' => '[elementor-tag id="dc0a1f0" name="numberposts" settings="%7B%7D"]' ),
				'dynamicconditions_condition'          => 'equal',
				'dynamicconditions_value'              => 'spring-offer-running',
				'dynamicconditions_visibility'         => 'show',
				'dynamicconditions_resizeOtherColumns' => 'on',
			), array(
				wisp_widget( 'dc0a112', 'text-editor', array( 'editor' => '<p>Spring offer: 20% off Plus.</p>' ) ),
			) ),
			wisp_el( 'dc0a103', 'column', array( '_column_size' => 33, '_inline_size' => null ), array(
				wisp_widget( 'dc0a113', 'text-editor', array( 'editor' => '<p>Plus: the hands-on technical audit.</p>' ) ),
			) ),
		) ),
		wisp_el( 'a1b2c30', 'container', array( 'content_width' => 'boxed' ), array(
			wisp_widget( 'a1b2c3d', 'tabs', array( 'tabs' => wisp_items( 'ta', array( 'Basic', 'Plus', 'IASME Gold' ) ) ) ),
			wisp_widget( 'ac0d1e5', 'accordion', array( 'tabs' => wisp_items( 'ac', array( 'How long does it take?', 'What does it cost?', 'Do you visit on site?' ) ) ) ),
			wisp_widget( '7099e1a', 'toggle', array( 'tabs' => wisp_items( 'to', array( 'Remote assessment', 'On-site assessment' ) ) ) ),
		) ),
		wisp_el( 'c5e1a10', 'container', array( 'content_width' => 'boxed', 'flex_direction' => 'row' ), array(
			wisp_widget( 'c5e1a11', 'counter', array( 'starting_number' => 0, 'ending_number' => 412, 'title' => 'Certificates issued' ) ),
			wisp_widget( 'c5e1a12', 'counter', array( 'starting_number' => 0, 'ending_number' => 98, 'suffix' => '%', 'title' => 'First-time pass rate' ) ),
		) ),
		wisp_el( '7e571b1', 'container', array( 'content_width' => 'boxed' ), array(
			wisp_widget( '7e571b0', 'image-carousel', array( 'carousel' => $images, 'slides_to_show' => '4', 'navigation' => 'dots', 'autoplay' => 'no', 'thumbnail_size' => 'full' ) ),
			wisp_widget( 'b1de0a1', 'video', array( 'youtube_url' => 'https://www.youtube.com/watch?v=XHOmBV4js_E' ) ),
		) ),
		wisp_el( 'ec5a110', 'container', array( 'content_width' => 'boxed' ), array(
			wisp_widget( 'ec5a111', 'heading', array( 'title' => 'Insights from our assessors' ) ),
			wisp_widget( 'ec5a11e', 'posts', array( '_skin' => 'custom', 'posts_per_page' => 3, 'pagination_type' => 'load_more' ) ),
		) ),
	);
	$page = wisp_builder_page( 'Cyber Essentials', 'cyber-essentials', $data );
	wisp_builder_page( 'Add-on ticker', 'add-on-ticker', array(
		wisp_el( 'ad0a100', 'container', array(), array(
			wisp_widget( 'ad0a101', 'tabs', array( 'tabs' => wisp_items( 'tt', array( 'One', 'Two' ) ) ) ),
			wisp_widget( 'ad0a102', 'acme-ticker', array( 'text' => 'News ticker from an add-on' ) ),
		) ),
	) );
	return $page;
}

function wisp_builder_page( $title, $slug, array $data ) {
	$id = wp_insert_post( array( 'post_title' => $title, 'post_name' => $slug, 'post_status' => 'publish', 'post_type' => 'page' ) );
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_template_type', 'wp-page' );
	update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
	update_post_meta( $id, '_wp_page_template', 'elementor_canvas' === $slug ? 'elementor_canvas' : 'default' );
	update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
	return $id;
}
