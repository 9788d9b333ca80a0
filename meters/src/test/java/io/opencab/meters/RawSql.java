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
}
