<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${lit.html(three.packageName())} demo: squash and stretch</title>
  <style>html, body { margin: 0; background: #101418; } canvas { display: block; }</style>
</head>
<body>
  <!-- ?frame=N shows the fixed-step simulation at frame N (paused); without it the demo plays in real time. -->
  <canvas id="view" width="960" height="540"></canvas>
  <script type="module" src="./demo/main.ts"></script>
</body>
</html>
