// Shown while a chunk loads: plain CSS, no library, and no text that tests could trip on.
export const PageLoader = () => (
  <div role="progressbar" aria-busy="true" style={{ display: 'flex', justifyContent: 'center', paddingTop: '30vh' }}>
    <div
      style={{
        width: 40,
        height: 40,
        borderRadius: '50%',
        border: '4px solid #d0d7e2',
        borderTopColor: '#1f4e79',
        animation: 'page-loader-spin 0.8s linear infinite',
      }}
    />
    <style>{'@keyframes page-loader-spin { to { transform: rotate(360deg); } }'}</style>
  </div>
);
