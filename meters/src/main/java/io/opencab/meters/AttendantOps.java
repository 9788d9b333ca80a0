package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.Objects;

/** Doors, tilts, period meters, configuration and reported events. Called only through {@link MeterStore} (which synchronizes). */
final class AttendantOps extends StoreOps {
    AttendantOps(StoreCore core) {
        super(core);
    }

    void doorOpened(String door) {
        Args.requireName(door, "door");
        core.write("record door " + door + " opened", () -> {
            MeterState m = MeterState.load(ctx);
            m.add(Meter.doorKey(door), 1);
            Events.append(ctx, config.eventLogSize(), EventType.DOOR_OPENED, door);
            SasQueue.raise(ctx, SasQueue.door(door, true), 0, 0);
            core.finish(m);
            return null;
        });
    }

    void doorClosed(String door) {
        Args.requireName(door, "door");
        core.write("record door " + door + " closed", () -> {
            MeterState m = MeterState.load(ctx);
            m.clear(Scope.DOOR_CLOSE);
            Events.append(ctx, config.eventLogSize(), EventType.DOOR_CLOSED, door);
            SasQueue.raise(ctx, SasQueue.door(door, false), 0, 0);
            core.finish(m);
            return null;
        });
    }

    boolean raiseTilt(String code, String detail) {
        Args.requireName(code, "tilt code");
        return core.write("raise tilt " + code, () -> {
            boolean added = ConfigRows.raiseTilt(ctx, code, detail == null ? "" : detail);
            if (added) {
                Events.append(ctx, config.eventLogSize(), EventType.TILT_RAISED, code + ": " + detail);
                SasQueue.raise(ctx, SasQueue.tilt(code), 0, 0);
            }
            return added;
        });
    }

    boolean clearTilt(String code, String clearedBy) {
        Args.requireName(code, "tilt code");
        Args.requireText(clearedBy, "clearedBy");
        return core.write("clear tilt " + code, () -> {
            boolean removed = ConfigRows.clearTilt(ctx, code);
            if (removed) {
                Events.append(ctx, config.eventLogSize(), EventType.TILT_CLEARED, code + " cleared by " + clearedBy);
            }
            return removed;
        });
    }

    void clearPeriodMeters(String attendant) {
        Args.requireText(attendant, "attendant");
        core.write("clear the period meters", () -> {
            MeterState m = MeterState.load(ctx);
            String before = RamClear.describeScope(m, Scope.PERIOD);
            m.clear(Scope.PERIOD);
            Events.append(ctx, config.eventLogSize(), EventType.PERIOD_CLEAR, "by " + attendant + "; period meters before: " + before);
            core.finish(m);
            return null;
        });
    }

    boolean setConfig(String key, String value, String changedBy) {
        Args.requireName(key, "config key");
        Objects.requireNonNull(value, "value");
        Args.requireText(changedBy, "changedBy");
        return core.write("set config " + key, () -> {
            if (!ConfigRows.change(ctx, config, key, value, changedBy)) {
                return false;
            }
            SasQueue.raise(ctx, 0x3C, 0, 0);
            return true;
        });
    }

    GuardCounter pinAttempt(boolean right, String detail) {
        Args.requireText(detail, "detail");
        return core.write("record a PIN attempt", () -> {
            GuardCounter now = Guards.get(ctx, Guards.PIN_FAILURES);
            GuardCounter after = right ? (now.value() == 0 ? now : Guards.set(ctx, Guards.PIN_FAILURES, 0))
                : Guards.set(ctx, Guards.PIN_FAILURES, now.value() + 1);
            Events.append(ctx, config.eventLogSize(), EventType.ATTENDANT_LOGIN, detail);
            if (right) {
                // A right PIN opens the menu: SAS exception 82 in the same transaction, as logEvent does.
                SasQueue.raise(ctx, SasQueue.reported(EventType.ATTENDANT_LOGIN), 0, 0);
            }
            return after;
        });
    }

    EventRecord logEvent(EventType type, String detail) {
        Objects.requireNonNull(type, "type");
        if (!type.external()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, type + " events are written by the store itself");
        }
        return core.write("log " + type, () -> {
            EventRecord r = Events.append(ctx, config.eventLogSize(), type, detail);
            SasQueue.raise(ctx, SasQueue.reported(type), 0, 0);
            return r;
        });
    }
}
