"""PLACEHOLDER: reference semantics of the linalg_ops ops."""
