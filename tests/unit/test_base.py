import msgspec
import pytest

from replaykit import ReplaykitError, Strict, canonical_json, errors


class Point(Strict):
    x: int
    y: int = 0


def test_strict_rejects_unknown_fields():
    with pytest.raises(msgspec.ValidationError, match="unknown field"):
        msgspec.json.decode(b'{"x": 1, "z": 2}', type=Point)


def test_strict_is_frozen_and_kw_only():
    p = Point(x=1)
    with pytest.raises(AttributeError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        Point(1)  # type: ignore[misc]


def test_canonical_json_sorts_keys():
    assert canonical_json({"b": 1, "a": [2, {"d": 1, "c": 0}]}) == b'{"a":[2,{"c":0,"d":1}],"b":1}'


def test_every_error_is_a_replaykit_error():
    classes = [v for v in vars(errors).values() if isinstance(v, type) and issubclass(v, Exception)]
    assert len(classes) > 3
    assert all(issubclass(c, ReplaykitError) for c in classes)


def test_errors_carry_file_and_field_and_build_their_message(tmp_path):
    import pickle

    from replaykit.base import decode_file
    from replaykit.errors import ConfigError, MissedCall, ReplayMissError

    class Cfg(Strict):
        name: str
        size: int = 0

    p = tmp_path / "c.json"
    p.write_text('{"name": "x", "size": "big"}')
    with pytest.raises(ConfigError) as info:
        decode_file(p, Cfg, "test config", ConfigError)
    assert (info.value.file, info.value.field) == (str(p), "size")
    assert str(info.value).startswith(f"{p}: field size: invalid test config")
    p.write_text('{"size": 1}')
    with pytest.raises(ConfigError) as info:
        decode_file(p, Cfg, "test config", ConfigError)
    assert info.value.field == "name"
    p.write_text("{")
    with pytest.raises(ConfigError) as info:
        decode_file(p, Cfg, "test config", ConfigError)
    assert info.value.file == str(p) and info.value.field is None
    miss = ReplayMissError(MissedCall(call="POST /v1/chat/completions", scope="ep", replica=1, occurrence=2),
                           file="c.rkc", entries=3)
    back = pickle.loads(pickle.dumps(miss))
    assert (back.scope, back.replica, back.occurrence, str(back)) == ("ep", 1, 2, str(miss))
