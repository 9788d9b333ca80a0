package io.opencab.meters;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Plain JDBC on a closed store file: how the corruption and fault tests damage it from outside. */
final class RawSql {
    private RawSql() {
    }

    static void exec(Path file, String... sql) throws SQLException {
        NativeLibrary.ensure(file.toAbsolutePath().getParent().resolve(".sqlite-native"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            for (String q : sql) {
                s.execute(q);
            }
        }
    }

    /** The first column of the first row of {@code query}, as text. */
    static String text(Path file, String query) throws SQLException {
        NativeLibrary.ensure(file.toAbsolutePath().getParent().resolve(".sqlite-native"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery(query)) {
            return r.next() ? r.getString(1) : null;
        }
    }

    /** Runs {@code sql} with its {@code ?} bound to {@code args} (String, Long or byte[]). */
    static void update(Path file, String sql, Object... args) throws SQLException {
        NativeLibrary.ensure(file.toAbsolutePath().getParent().resolve(".sqlite-native"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
             java.sql.PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                p.setObject(i + 1, args[i]);
            }
            p.executeUpdate();
        }
    }
}
