// Marks the ticker once the page builder's frontend says the element is ready: proof the original API ran.
window.addEventListener('elementor/frontend/init', function () {
  window.elementorFrontend.hooks.addAction('frontend/element_ready/acme-ticker.default', function ($scope) {
    $scope[0].setAttribute('data-ticker-ready', 'yes');
  });
});
