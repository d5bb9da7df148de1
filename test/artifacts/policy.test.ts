import { describe, expect, it } from 'vitest';
import { GlobalPolicy, scanArtifact } from '../../src/artifacts/index.js';
import { chunked, fixture } from './fixtures.js';

describe('GlobalPolicy', () => {
  const policy = new GlobalPolicy();

  it('denies a module and everything below it', () => {
    expect(policy.classify('os', 'system')).toBe('deny');
    expect(policy.classify('os.path', 'join')).toBe('deny');
    expect(policy.classify('subprocess', 'Popen')).toBe('deny');
  });

  it('allows the torch and numpy reconstruction helpers exactly', () => {
    expect(policy.classify('torch._utils', '_rebuild_tensor_v2')).toBe('allow');
    expect(policy.classify('numpy.core.multiarray', '_reconstruct')).toBe('allow');
    expect(policy.classify('torch._utils', '_rebuild_tensor_v2.__globals__')).toBe('deny');
  });

  it('treats anything unlisted as unknown', () => {
    expect(policy.classify('mylib.models', 'Net')).toBe('unknown');
  });

  it('allows framework constructors but denies the helpers next to them that run commands', () => {
    expect(policy.classify('sklearn.tree', 'DecisionTreeClassifier')).toBe('allow');
    expect(policy.classify('sklearn.utils._show_versions', 'show_versions')).toBe('deny');
    expect(policy.classify('sklearn.datasets', 'fetch_openml')).toBe('deny');
    expect(policy.classify('uuid', 'UUID')).toBe('allow');
    expect(policy.classify('uuid', '_get_command_stdout')).toBe('deny');
    expect(policy.classify('torch.serialization', '_get_layout')).toBe('allow');
    expect(policy.classify('torch.serialization', 'add_safe_globals')).toBe('deny');
    expect(policy.classify('logging.handlers', 'RotatingFileHandler')).toBe('deny');
    expect(policy.classify('collections.abc', 'Mapping')).toBe('allow');
    expect(policy.classify('__future__', 'annotations')).toBe('allow');
    expect(policy.classify('builtins', 'len')).toBe('allow');
  });

  it('maps Python 2 module names the way pickle fix_imports does', () => {
    expect(policy.classify('__builtin__', 'eval')).toBe('deny');
    expect(policy.classify('copy_reg', '_reconstructor')).toBe('allow');
  });

  it('follows protocol 4 dotted attribute walks to what they reach', () => {
    expect(policy.classify('torch.serialization', 'os.system')).toBe('deny');
    expect(policy.classify('collections', 'OrderedDict.__class__')).toBe('deny');
    expect(policy.classify('collections', 'OrderedDict.fromkeys')).toBe('unknown');
  });

  it('lets callers add entries without unlocking longer built-in denies', () => {
    const custom = new GlobalPolicy({
      allow: ['sklearn.*', 'os.path.join', 'torch.*'],
      deny: ['numpy.ndarray'],
    });
    expect(custom.classify('sklearn.tree', 'DecisionTreeClassifier')).toBe('allow');
    expect(custom.classify('os.path', 'join')).toBe('allow');
    expect(custom.classify('os', 'system')).toBe('deny');
    expect(custom.classify('torch', 'load')).toBe('deny');
    expect(custom.classify('numpy', 'ndarray')).toBe('deny');
  });
});

describe('policy options of scanArtifact', () => {
  it('turns an unknown global into an allowed one', async () => {
    const bytes = fixture('unknown_global.pkl');
    const plain = await scanArtifact(chunked(bytes), { strict: true });
    const allowed = await scanArtifact(chunked(bytes), {
      strict: true,
      policy: { allow: ['mylib.models.Net'] },
    });
    expect(plain.action).toBe('BLOCK');
    expect(allowed).toMatchObject({ action: 'ALLOW', flags: [] });
  });

  it('denies a caller-listed global in an otherwise benign state dict', async () => {
    const report = await scanArtifact(chunked(fixture('torch_state_dict.pt')), {
      policy: { deny: ['torch._utils'] },
    });
    expect(report.action).toBe('BLOCK');
    expect(report.findings[0]).toMatchObject({
      flag: 'UNSAFE_DESERIALIZATION',
      location: { member: 'archive/data.pkl' },
    });
  });
});
