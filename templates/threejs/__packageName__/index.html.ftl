<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${lit.html(three.packageName())} demo: squash and stretch</title>
  <style>
    html, body { margin: 0; height: 100%; overflow: hidden; background: #101418; font: 14px/1.4 system-ui, sans-serif; color: #dfe6ee; }
    canvas { display: block; }
    .overlay { position: fixed; inset: 0; pointer-events: none; }
    .overlay h1 { position: absolute; left: 16px; top: 10px; margin: 0; font-size: 18px; font-weight: 600; }
    .label { position: absolute; transform: translate(-50%, 0); text-align: center; font-weight: 600; white-space: nowrap; }
    .label small { display: block; font-weight: 400; color: #9fb0c2; }
    .controls { position: absolute; right: 12px; bottom: 10px; display: flex; gap: 12px; align-items: center; pointer-events: auto;
      background: rgba(16, 20, 24, 0.7); padding: 6px 10px; border-radius: 6px; }
    .controls input[type=range] { width: 90px; vertical-align: middle; }
    .controls output { display: inline-block; width: 3.2em; }
  </style>
</head>
<body>
  <!-- ?frame=N shows the fixed-step simulation at frame N (paused); without it the demo plays in real time. -->
  <canvas id="view"></canvas>
  <script type="module" src="./demo/main.ts"></script>
</body>
</html>
