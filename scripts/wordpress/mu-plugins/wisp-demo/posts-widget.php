<?php
// The stand-in `posts` widget (see wisp-demo-posts.php): real posts from WP_Query, the custom skin's load-more markup.

class Wisp_Demo_Posts_Widget extends \Elementor\Widget_Base {
	public function get_name() {
		return 'posts';
	}

	public function get_title() {
		return 'Posts (demo stand-in)';
	}

	// The custom skin's answer picks the posts out of `.elementor-widget-container`, so keep that wrapper.
	public function has_widget_inner_wrapper(): bool {
		return true;
	}

	protected function render() {
		$per_page = 3;
		$current  = max( 1, (int) get_query_var( 'paged' ), (int) get_query_var( 'page' ) );
		$query    = new WP_Query( array( 'post_type' => 'post', 'post_status' => 'publish', 'posts_per_page' => $per_page, 'paged' => $current, 'orderby' => 'date', 'order' => 'DESC' ) );
		$paging   = array(
			'current_page'  => $current,
			'max_num_pages' => (int) $query->max_num_pages,
			'load_method'   => 'loadmore',
			'widget_id'     => $this->get_id(),
			'post_id'       => get_the_ID(),
			'theme_id'      => get_the_ID(),
			'change_url'    => '',
			'reinit_js'     => '',
		);
		echo '<div class="ecs-posts elementor-posts-container elementor-posts elementor-grid elementor-posts--skin-custom" data-settings="' . esc_attr( wp_json_encode( $paging ) ) . '">';
		while ( $query->have_posts() ) {
			$query->the_post();
			printf(
				'<article id="post-%1$d" class="elementor-post elementor-grid-item ecs-post-loop post-%1$d post type-post status-publish"><h3 class="elementor-post__title"><a href="%2$s">%3$s</a></h3></article>',
				get_the_ID(),
				esc_url( get_permalink() ),
				esc_html( get_the_title() )
			);
		}
		wp_reset_postdata();
		echo '</div><nav class="elementor-pagination" aria-label="Pagination"></nav>';
		$button = array( 'loading_text' => 'Loading articles…', 'text' => 'Load more articles', 'widget_id' => $this->get_id() );
		printf(
			'<nav class="elementor-button-wrapper elementor-pagination ecs-load-more-button" data-settings="%s"><a href="%s" class="elementor-button-link elementor-button" role="button"><span>Load more articles</span></a></nav>',
			esc_attr( wp_json_encode( $button ) ),
			esc_url( trailingslashit( (string) get_permalink() ) . '?page=' . ( $current + 1 ) )
		);
	}
}
