// MathJax for the LaTeX of games (pymdownx.arithmatex, generic mode): typeset
// what arithmatex marks, and again after each instant page change. MathJax
// itself is javascripts/mathjax/tex-svg.js, es5/tex-svg.js of the npm package
// mathjax@3.2.2 (Apache-2.0, LICENSE beside it): one self-contained file, its
// fonts drawn as SVG paths, so the site typesets with no network.
window.MathJax = {
  tex: {
    inlineMath: [["\\(", "\\)"]],
    displayMath: [["\\[", "\\]"]],
    processEscapes: true,
    processEnvironments: true,
  },
  svg: { fontCache: "local" },
  options: {
    ignoreHtmlClass: ".*|",
    processHtmlClass: "arithmatex",
  },
};

if (typeof document$ !== "undefined") {
  document$.subscribe(() => {
    // The first page may come before MathJax has started: its startup typesets
    // it. The SVG output keeps its glyphs in each formula (fontCache "local"),
    // so a new page needs no cache cleared (CHTML's clearCache is not SVG's).
    if (typeof MathJax.typesetPromise !== "function") return;
    MathJax.typesetClear();
    MathJax.texReset();
    MathJax.typesetPromise();
  });
}
