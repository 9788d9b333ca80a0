package io.opencab.meters;

import java.time.Instant;

/** An active tilt (lockup), persisted so it is still shown after power returns (regulations.md 1.4). */
public record TiltRecord(String code, String detail, Instant raisedAt) {
}
